import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

ZENDESK_API_TOKEN = "ef8V9yXZRdDweOyyeFlTIxsMm3KqsxZTyfE8uN8j"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
