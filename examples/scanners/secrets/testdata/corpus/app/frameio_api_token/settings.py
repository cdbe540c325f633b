import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

FRAMEIO_API_TOKEN = "fio-u-SrEXKDCqmLz6Br4Kv45hH2iL-_BKc3oCKex8m5Jkh1UXUFhO7nNnfpJ36sDsxNU3"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
