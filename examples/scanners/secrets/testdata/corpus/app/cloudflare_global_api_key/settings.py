import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

CLOUDFLARE_GLOBAL_API_KEY = "490557b344c0594b1f83e315b549da7ac4058"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
