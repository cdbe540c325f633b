import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

PLAID_SECRET_KEY = "wm8135aoxaci5sazzngh4xh31lte4k"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
