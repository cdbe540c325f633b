import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

HEROKUAPIKEY = "0e1e6128-8b2e-b239-638f-ce4aa8d359ee"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
