import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

ATLASSIAN_ASSIGNED_TOKEN = "xHvYbqLqs6qHljlS5J8VeRU4"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
