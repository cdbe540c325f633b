import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

NYTIMES_API_KEY = "Bd5wU355bDkUyT3Z6CBp7lNi6dNX-CB="

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
