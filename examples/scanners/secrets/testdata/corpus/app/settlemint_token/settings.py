import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

SETTLEMINT_TOKEN = "sm_aat_BnUvItWI14p3Wgsm"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
