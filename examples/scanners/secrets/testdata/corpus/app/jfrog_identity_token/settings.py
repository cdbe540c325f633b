import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

JFROG_IDENTITY_TOKEN = "Rh9NdBcgLLw2ZqmklQncR8knQvesGB45UKTfQYwN0WP8f1xwwU41Y8D9QLoyHtES"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
