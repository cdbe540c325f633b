import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

REPLICATE_API_TOKEN = "r8_rryNDjT6uQVoK1CoZkZ9A8P2WP4JmUKXIgtJj"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
