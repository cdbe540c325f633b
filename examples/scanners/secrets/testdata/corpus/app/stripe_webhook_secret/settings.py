import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

STRIPE_WEBHOOK_SECRET = "whsec_KDDJCJ99VBEdmTxL9AWUHrQV3yLTr1TtP4W3SK8E6BZdePlSynC"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
