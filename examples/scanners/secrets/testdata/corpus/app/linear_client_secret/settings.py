import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

LINEAR_CLIENT_SECRET = "d21d5216e18c5e7f41361d28ba68c576"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
