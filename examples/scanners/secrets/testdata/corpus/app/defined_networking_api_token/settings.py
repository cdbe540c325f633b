import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

DEFINED_NETWORKING_API_TOKEN = "dnkey-gjmT9XkyKXtFiefjXNw3KOQMxw-y24DOm6aGYlsmiMqsRR3gEka=RFY5RuCkqifxfUBTYAe3Kw=8sPX"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
