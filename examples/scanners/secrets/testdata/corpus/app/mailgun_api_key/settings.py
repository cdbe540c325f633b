import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

MAILGUNKEY = "key-f1b66756ee6bb502ed23f9c9a067e382"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
