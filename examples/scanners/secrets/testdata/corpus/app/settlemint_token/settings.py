import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

SETTLEMINT_TOKEN = "sm_aat_rz3CpA3JLnOu8FlT"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
