import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

ALGOLIA_ADMIN_KEY = "bee3e9365757f5b6c4b2a38a96778866"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
