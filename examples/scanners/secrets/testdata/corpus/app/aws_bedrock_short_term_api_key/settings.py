import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

AWS_BEDROCK_SHORT_TERM_API_KEY = "bedrock-api-key-YmVkcm9jay5hbWF6b25hd3MuY29tbUenDD0Cl538JwZr4VQjrev6/2d2qrAmUWOZbkSx095/G1yb05VCU9OJ5jGytU3y2vAhkxHPZ2y6bkrjBD6GlzDVVtkDxwJwkG4Ttax936nUwtuaRT0yOWk61axdpzQgeEum0sQ/To0cMFujmjjKvkxzkEyhTKB1nBUpZ5lQsTEZMg2Xg7NpBJnbULikkoe9CMmOHOnwcmkomtKhr="

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
