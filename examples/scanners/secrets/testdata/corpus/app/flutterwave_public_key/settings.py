import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

FLUTTERWAVE_PUBLIC_KEY = "FLWPUBK-c901f61854e704b014844df32b7affd8-X"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
