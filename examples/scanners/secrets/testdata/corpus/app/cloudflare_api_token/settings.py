import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

CLOUDFLARE_API_TOKEN = "enN828HTmFJcPX0up1hEYpe3nipua4aMDXYc9qPe"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
