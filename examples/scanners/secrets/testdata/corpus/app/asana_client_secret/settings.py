import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

ASANA_CLIENT_SECRET = "jr6fxszqgucv7jbf613jiivai494x75w"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
