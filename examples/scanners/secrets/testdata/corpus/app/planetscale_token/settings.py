import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

PLANETSCALE_TOKEN = "pscale_pw_pzNb2C6VBp6QlEdpjsf95KRYiXrd0Nb3NW1yu-AcDMm9t1Wd.yefaXLEKLnO0dmy"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
