/*
 * findings.c: the names of the finding types' enums (sparkdx/findings.h),
 * as every output spells them.
 */
#include <strings.h>

#include "sparkdx/findings.h"

const char *sdx_severity_name(sdx_severity s)
{
    static const char *const names[] = {"info", "low", "medium", "high", "critical"};
    return (unsigned)s < 5 ? names[s] : "?";
}

int sdx_severity_parse(const char *name, sdx_severity *out)
{
    for (int i = 0; i < 5; i++)
        if (!strcasecmp(name, sdx_severity_name((sdx_severity)i))) {
            *out = (sdx_severity)i;
            return 0;
        }
    return -1;
}

const char *sdx_fix_kind_name(sdx_fix_kind k)
{
    static const char *const names[] = {"config", "join", "data", "code"};
    return (unsigned)k < 4 ? names[k] : "?";
}
