/*
 * encode.c: writes a file encoded with one of Spark's codec framings, for
 * the fuzz seed corpora (tests/fuzz/seeds/make_seeds.py builds and runs it):
 *     encode <codec> <flush bytes> <in> <out>
 * codec is lz4, snappy, lzf, zstd or gzip; the encoders are the tests'
 * (tests/unit/test_io_util.h), which write what Spark's libraries write.
 */
#include "test_io_util.h"

int main(int argc, char **argv)
{
    if (argc != 5)
        return 2;
    static const struct { const char *name; sdx_codec c; } tab[] = {
        {"lz4", SDX_CODEC_LZ4}, {"snappy", SDX_CODEC_SNAPPY}, {"lzf", SDX_CODEC_LZF},
        {"zstd", SDX_CODEC_ZSTD}, {"gzip", SDX_CODEC_GZIP}};
    int k = -1;
    for (int i = 0; i < 5; i++)
        if (strcmp(argv[1], tab[i].name) == 0)
            k = i;
    if (k < 0)
        return 2;
    FILE *f = fopen(argv[3], "rb");
    if (!f)
        return 1;
    tbuf in = {0};
    char buf[65536];
    size_t n;
    while ((n = fread(buf, 1, sizeof buf, f)) > 0)
        tb_put(&in, buf, n);
    fclose(f);
    tbuf out = {0};
    enc_any(tab[k].c, &out, in.p, in.n, (size_t)atol(argv[2]));
    write_all(argv[4], out.p, out.n);
    free(in.p);
    free(out.p);
    return 0;
}
