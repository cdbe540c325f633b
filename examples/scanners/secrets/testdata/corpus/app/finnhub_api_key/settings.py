import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

FINNHUB_API_KEY = "5us8bioyuhezz18sqzci"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
