import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

CLOUDFLARE_GLOBAL_API_KEY = "993be88f5af76afb424c1382c722a87670c61"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
