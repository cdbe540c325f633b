import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

TWITTER_API_KEY = "42e4k4NKfZ3KIqDXPkdHwuZl0"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
