import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

STRIPE_WEBHOOK_SECRET = "whsec_eRKiYuuvB2rZe8QMI7ms5RLXcSpVhXBDVuYti7uNS9PCFmb7pPs4qMIzG3"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
