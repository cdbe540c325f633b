import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

CLOUDFLARE_API_TOKEN = "-8p6iV_2lTR6e8yRGnt151tesUN5DPJwO75LiL4x"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
