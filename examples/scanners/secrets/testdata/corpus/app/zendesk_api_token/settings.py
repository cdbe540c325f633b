import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

ZENDESK_API_TOKEN = "tlJETskurICcyAn6GbpncvQxV2IhF35N8CEAjS6H"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
