/*
 * sparkline.c: a distribution as one line of bars for a terminal (the
 * text report's task-time distribution of each heavy stage): one character
 * per bin, its height the bin's count against the largest (Unicode blocks
 * U+2581..U+2588, or ASCII ".:-=+*#@"), a space for an empty bin and at
 * least the lowest bar for a non-empty one, so a single straggler shows.
 */
#include <string.h>

#include "render/render.h"

void rd_sparkline(sdx_buf *b, const uint32_t *bins, int n, int ascii)
{
    static const char *const blocks[8] = {"▁", "▂", "▃", "▄", "▅", "▆", "▇", "█"};
    static const char asc[8] = {'.', ':', '-', '=', '+', '*', '#', '@'};
    uint32_t top = 0;
    for (int i = 0; i < n; i++)
        top = bins[i] > top ? bins[i] : top;
    for (int i = 0; i < n; i++) {
        if (!bins[i] || !top) {
            sdx_buf_putc(b, ' ');
            continue;
        }
        int lv = (int)(((uint64_t)bins[i] * 8 + top - 1) / top) - 1;   /* 0..7, ceil */
        lv = lv < 0 ? 0 : lv > 7 ? 7 : lv;
        if (ascii)
            sdx_buf_putc(b, asc[lv]);
        else
            sdx_buf_puts(b, blocks[lv]);
    }
}
