import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

FINNHUB_API_KEY = "s8bioyuhezz18sqzciuo"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
