import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

TWITTER_ACCESS_SECRET = "qUdeOoxj6iuw3kRUQzfcmNQDrzckDaHfKp7mkQpo71fb2"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
