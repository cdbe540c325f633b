import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

LINEAR_CLIENT_SECRET = "f4d4fbf8fcfe50eab1a87c3aa5b4cbe6"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
