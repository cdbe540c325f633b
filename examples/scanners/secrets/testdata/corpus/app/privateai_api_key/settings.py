import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

PRIVATEAI_API_KEY = "8g6d69bpkpqfq11s63fw2tpc01l32g16"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
