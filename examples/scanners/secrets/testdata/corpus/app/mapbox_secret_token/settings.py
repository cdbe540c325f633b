import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

MAPBOX_SECRET_TOKEN = "sk.eyJrrBU28RdY8lhv56kKw-IZ1UPAMAqG7jIFCwguCF1g_wTfhBpYX-ZwVs4lJYzGDzy0NKx1XetMfsb2rR.yrZtXyaiyc8fHzBI00Nzi-"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
