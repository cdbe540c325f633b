import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

CLOUDFLARE_API_TOKEN = "88j4Be_bPzcwG4ltseCQCWerhPsNvUNWG1ebxtZx"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
