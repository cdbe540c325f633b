import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

ADOBE_CLIENT_SECRET = "p8e-GlJnEDbOZRvTv7EWAGv5rg7nmz7BuClW"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
