import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

FINNHUB_API_KEY = "eqfy333r1g4t4u2hvl4x"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
