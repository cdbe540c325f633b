import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

CLOUDFLARE_GLOBAL_API_KEY = "b06cc5fec5cdab6bcdb2bb2701e087842ab8c"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
