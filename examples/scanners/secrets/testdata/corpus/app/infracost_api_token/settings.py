import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

INFRACOST_API_TOKEN = "ico-r6L8NSSxwEHUx6WUr48Yo8xYoyM9NDRb"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
