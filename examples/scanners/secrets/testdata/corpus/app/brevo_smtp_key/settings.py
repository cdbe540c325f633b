import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

BREVO_SMTP_KEY = "xsmtpsib-086e650e5a041f56806e871ffa56247c57a598b580616725be9609623075c4a6-J3qlqhbzLjwgvoyh"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
