import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

ATLASSIAN_CONNECT_SECRET = "ATCTT3_o9NMDFbKJAs692OMrzV7Ss7Lxjbts44dMrMR4R20bB9auA81ZzZsJodtXj7v5yQLy_wKD8RwuHQY6Dzv1OpKM2qfr_CIElpTNtytYZoNPcA3WemYjHyhGX4km=ytBrU34gmwcLvOz8LQIDvll=F8XjMXI6V3CfbLdrUIVTQ4acCypD37eRBb123Ap"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
