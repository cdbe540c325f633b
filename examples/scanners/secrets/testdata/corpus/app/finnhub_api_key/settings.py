import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

FINNHUB_API_KEY = "khhnf21x5us8bioyuhez"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
