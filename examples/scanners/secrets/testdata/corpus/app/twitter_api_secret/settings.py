import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

TWITTER_API_SECRET = "0FD4xdXmJFue8YBOlgo8UOsQ3T3jtOEkfuOcy49BOzPJQxIXr8"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
