import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

FINNHUB_API_KEY = "impepkiunshzw97p34vr"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
