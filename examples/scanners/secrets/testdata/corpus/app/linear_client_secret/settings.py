import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

LINEAR_CLIENT_SECRET = "4c67b2e8affe11fd4d3c050c45f3b356"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
