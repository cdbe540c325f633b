import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

FINNHUB_API_KEY = "tqz5d6sx6fd0bb720zxd"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
