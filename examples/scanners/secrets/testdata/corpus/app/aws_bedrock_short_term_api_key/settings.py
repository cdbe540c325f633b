import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

AWS_BEDROCK_SHORT_TERM_API_KEY = "bedrock-api-key-YmVkcm9jay5hbWF6b25hd3MuY29tNKE/qm8IyvwBAvz8QDtmuQcUXC3iuArF/TfLlzEMf1wQyACGFtEh2EiI01sxIQFo1cnxif/RIKpvHqP/ZR0P09ivyTyrJ4h3kUX9gjo9wiP=="

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
