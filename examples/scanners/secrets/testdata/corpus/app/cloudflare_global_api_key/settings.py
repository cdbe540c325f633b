import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

CLOUDFLARE_GLOBAL_API_KEY = "69058066a1d2df0ac49882dd08d66b4511396"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
