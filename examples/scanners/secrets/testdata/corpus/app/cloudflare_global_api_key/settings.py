import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

CLOUDFLARE_GLOBAL_API_KEY = "fb1f1c60e2e7d026d9b4b5a6cceb7669bacb2"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
