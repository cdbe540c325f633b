import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

ZENDESK_API_TOKEN = "B3hfXhaWSOoeFSvSTS4PW9C85ruGCG26twNJRo9g"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
