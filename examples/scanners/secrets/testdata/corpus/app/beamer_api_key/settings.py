import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

BEAMER_API_KEY = "b_mRrY=K7=g6b_aYYDBNKkDK7kywceCVtKrOW3ygQw_Es_"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
