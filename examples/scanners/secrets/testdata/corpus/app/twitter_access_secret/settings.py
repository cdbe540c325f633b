import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

TWITTER_ACCESS_SECRET = "KqUdeOoxj6iuw3kRUQzfcmNQDrzckDaHfKp7mkQpo71fb"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
