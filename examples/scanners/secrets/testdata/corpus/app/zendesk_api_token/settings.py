import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

ZENDESK_API_TOKEN = "zmDM3Ufz9HEZv3tZpiiO9Grx04LJRu6VCyZXy4Ah"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
