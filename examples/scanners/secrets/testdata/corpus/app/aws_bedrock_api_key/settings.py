import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

AWS_BEDROCK_API_KEY = "ABSKQmVkcm9ja0FQSUtleSvvKUMHhHr0TSI6h2bZZB0XtQeRpNKE/qm8IyvwBAvz8QDtmuQcUXC3iuArF/TfLlzEMf1wQyACGFtEh2EiI01sxIQFo1cnxif/RIKpvHq="

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
